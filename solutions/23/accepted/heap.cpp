// The reference: a min-heap of the lists' current heads. Each step takes the
// smallest head, links it to the answer and puts its successor in the heap.
// O(N log k) for N nodes in k lists; empty lists never enter the heap.
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        auto later = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(later)> heads(later);
        for (ListNode* head : lists)
            if (head) heads.push(head);
        ListNode before;
        ListNode* tail = &before;
        while (!heads.empty()) {
            ListNode* node = heads.top();
            heads.pop();
            tail->next = node;
            tail = node;
            if (node->next) heads.push(node->next);
        }
        tail->next = nullptr;
        return before.next;
    }
};
