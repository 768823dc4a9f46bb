# Finds the smallest head by scanning all k lists for every node: O(N k).
class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        heads = list(lists)
        dummy = tail = ListNode()
        while True:
            best = -1
            for i, node in enumerate(heads):
                if node and (best < 0 or node.val < heads[best].val):
                    best = i
            if best < 0:
                return dummy.next
            tail.next = tail = heads[best]
            heads[best] = heads[best].next
