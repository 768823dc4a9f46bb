// Collects every value, sorts them and builds a new list behind a dummy
// node, but returns the dummy itself: a 0 in front of every answer.
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        vector<int> values;
        for (ListNode* p : lists)
            for (; p; p = p->next) values.push_back(p->val);
        sort(values.begin(), values.end());
        ListNode* dummy = new ListNode(0);
        ListNode* tail = dummy;
        for (int v : values) {
            tail->next = new ListNode(v);
            tail = tail->next;
        }
        return dummy;  // <- the bug: dummy->next
    }
};
